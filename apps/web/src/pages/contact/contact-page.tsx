import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../../components/layout/page-title.ts';
import { parseError } from '../../lib/api.ts';
import { usersApi } from '../../lib/users-api.ts';
import { validateContact, type ContactErrors } from './contact-validation.ts';
import './contact-page.css';
import { BusyButton } from '../../components/busy-button.tsx';
import { useFocusAfterGone } from '../../components/hand-focus-on.ts';
import { LiveRegion } from '../../components/live-region.tsx';

type Field = 'name' | 'email' | 'message';

export function ContactPage() {
  usePageTitle('Contact Us');
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The buttons that go once pressed hand the focus on: Send to the confirmation's heading, "Send
  // another message" to the form's first field.
  const { controlRef: sendRef, targetRef: sentHeadingRef } = useFocusAfterGone<HTMLHeadingElement>();
  const { controlRef: anotherRef, targetRef: nameRef } = useFocusAfterGone<HTMLInputElement>();

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateContact(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // Send keyboard and screen-reader users to the first field that needs fixing.
      const first = (['name', 'email', 'message'] as const).find((f) => checked.errors[f]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const { message } = await usersApi.contact(checked.body);
      setSent(message);
      setValues({ name: '', email: '', message: '' });
    } catch (err) {
      setFailure(parseError(err));
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    className: 'field-input',
    value: values[field],
    onChange: set(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="contact container">
      <div className="contact-intro">
        <h1>Contact Us</h1>
        <p className="section-lead">
          Questions about captions, billing or the API? Ideas for a feature? Write to us and a person will
          answer, usually within one working day.
        </p>
        <dl className="contact-facts">
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href="mailto:hello@wordreel.app">hello@wordreel.app</a>
            </dd>
          </div>
          <div>
            <dt>Support hours</dt>
            <dd>Monday to Friday, 9:00 to 18:00 UTC</dd>
          </div>
        </dl>
      </div>

      <div className="card contact-card">
        <LiveRegion>
          {sent && (
            <div
              className="contact-sent"
              // The form it replaces was taller: on a phone the page was left scrolled past it.
              ref={(element) => element?.scrollIntoView({ block: 'nearest' })}
            >
              <h2 tabIndex={-1} ref={sentHeadingRef}>
                Message sent
              </h2>
              <p>{sent}</p>
              <button
                type="button"
                className="btn btn-secondary"
                ref={anotherRef}
                onClick={() => setSent(null)}
              >
                Send another message
              </button>
            </div>
          )}
        </LiveRegion>
        {!sent && (
          <form noValidate onSubmit={onSubmit} aria-label="Contact form">
            <div className="field">
              <label className="field-label" htmlFor="contact-name">
                Name
              </label>
              <input {...fieldProps('name')} ref={nameRef} autoComplete="name" />
              {fieldError('name')}
            </div>
            <div className="field">
              <label className="field-label" htmlFor="contact-email">
                Email
              </label>
              <input {...fieldProps('email')} type="email" autoComplete="email" />
              {fieldError('email')}
            </div>
            <div className="field">
              <label className="field-label" htmlFor="contact-message">
                Message
              </label>
              <textarea {...fieldProps('message')} rows={6} />
              {fieldError('message')}
            </div>
            <p className="form-message form-message-error" role="alert">
              {failure ?? ''}
            </p>
            <BusyButton ref={sendRef} type="submit" className="btn btn-primary btn-lg btn-block" busy={busy}>
              {busy ? 'Sending...' : 'Send Message'}
            </BusyButton>
          </form>
        )}
      </div>
    </div>
  );
}
