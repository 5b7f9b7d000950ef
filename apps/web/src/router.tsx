import { createBrowserRouter } from 'react-router';
import { HomePage } from './pages/home-page.tsx';

/** Every route of spec section 2. */
export const router = createBrowserRouter([{ path: '/', element: <HomePage /> }]);
