/**
 * Generated from the server's OpenAPI document (GET /api/openapi.json) by openapi-typescript.
 * Do not edit: run `npm run api-types -w @wordreel/server`. A test fails when this file and the
 * document differ.
 */
export interface paths {
  '/api/users/otp/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a sign-up code by e-mail */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 5 a minute per client address; codes per e-mail address (`ACCOUNT_CODE_REQUESTS`), and one a minute for the same address and purpose. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/otp/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password-reset code by e-mail */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 5 a minute per client address; codes per e-mail address (`ACCOUNT_CODE_REQUESTS`), and one a minute for the same address and purpose. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check an e-mailed code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 10 checks a minute per client address; wrong codes per e-mail address (`ACCOUNT_CODE_FAILURES`) stop further checks until the window ends. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create the account (after a valid code) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password?: string;
            name?: string;
            /**
             * @default email
             * @enum {string}
             */
            signInMethod?: 'email' | 'google' | 'github';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              user: {
                userId: string;
                email: string;
                name: string;
                /** @enum {string} */
                signInMethod: 'email' | 'google' | 'github';
                credits: number;
              };
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 10 a minute per client address. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              user: {
                userId: string;
                email: string;
                name: string;
                /** @enum {string} */
                signInMethod: 'email' | 'google' | 'github';
                credits: number;
              };
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 10 attempts a minute per client address; failed passwords per account (`ACCOUNT_LOGIN_FAILURES`) lock it, even to the right password, until the window ends. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/reset-password/{email}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password (after a valid code) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          email: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 10 a minute per client address. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                userId: string;
                email: string;
                name: string;
                /** @enum {string} */
                signInMethod: 'email' | 'google' | 'github';
                credits: number;
              };
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete the account (session only) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed with an API key (needs a signed-in session). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in: the user, or null for a visitor (200 either way) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                userId: string;
                email: string;
                name: string;
                /** @enum {string} */
                signInMethod: 'email' | 'google' | 'github';
                credits: number;
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password (session only; other sessions end) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed with an API key (needs a signed-in session). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 10 a minute per client address; a wrong current password counts as a failed login (`ACCOUNT_LOGIN_FAILURES`). The API key’s own limit applies too. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which social sign-in providers are on */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              google: boolean;
              github: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/oauth/{provider}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start social sign-in (redirect) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          provider: 'google' | 'github';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Redirect to the provider. */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 20 a minute per client address. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/api-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The account’s API key: its prefix and dates */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              prefix: string;
              masked: string;
              createdAt: string;
              lastUsedAt: string | null;
            } | null;
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Create the account’s API key (session only; replaces the previous one, not keys for integrations) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              prefix: string;
              masked: string;
              createdAt: string;
              lastUsedAt: string | null;
              key: string;
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed with an API key (needs a signed-in session). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your keys for integrations (names, prefixes and dates; never the keys) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              keys: {
                prefix: string;
                masked: string;
                createdAt: string;
                lastUsedAt: string | null;
                id: string;
                name: string;
                expiresAt: string | null;
                expired: boolean;
                /** @enum {string} */
                access: 'full' | 'read';
                /** @description Credits this key's requests have spent, less what was refunded */
                creditsUsed: number;
                /** @description Credits the key may spend in a calendar month (UTC); null: no limit */
                monthlyCreditLimit: number | null;
                /** @description Credits spent this calendar month (UTC), less refunds: what the limit counts */
                creditsUsedThisMonth: number;
              }[];
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create a named key for an integration (session only; the key is in this answer only)
     * @description Up to 10 besides the account’s own key, each with its own rate limit; revoking one leaves the others working. `expiresInDays` makes it stop working after that many days (then 401 that says so); `access: "read"` makes it read only (any call but a GET is 403); `monthlyCreditLimit` caps what its requests may spend in a calendar month (UTC): a charge past it is 402 with what the key used and when it starts over.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /**
             * @description 'full' (left out) or 'read': GET requests only
             * @enum {string}
             */
            access?: 'full' | 'read';
            /** @description Days until the key stops working; null or left out: it never expires */
            expiresInDays?: number | null;
            /** @description Credits the key may spend in a calendar month (UTC); null: no limit */
            monthlyCreditLimit?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              prefix: string;
              masked: string;
              createdAt: string;
              lastUsedAt: string | null;
              id: string;
              name: string;
              expiresAt: string | null;
              expired: boolean;
              /** @enum {string} */
              access: 'full' | 'read';
              /** @description Credits this key's requests have spent, less what was refunded */
              creditsUsed: number;
              /** @description Credits the key may spend in a calendar month (UTC); null: no limit */
              monthlyCreditLimit: number | null;
              /** @description Credits spent this calendar month (UTC), less refunds: what the limit counts */
              creditsUsedThisMonth: number;
              key: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed with an API key (needs a signed-in session). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a key for an integration (session only) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked: requests with the key are refused from now on. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed with an API key (needs a signed-in session). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Set or clear a key’s monthly credit limit (session only)
     * @description `{"monthlyCreditLimit": 500}` lets the key’s requests spend up to 500 credits a calendar month (UTC), less refunds; `null` removes the limit. A limit below what the key used this month refuses its next charge.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Credits the key may spend in a calendar month (UTC); null: no limit */
            monthlyCreditLimit: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              prefix: string;
              masked: string;
              createdAt: string;
              lastUsedAt: string | null;
              id: string;
              name: string;
              expiresAt: string | null;
              expired: boolean;
              /** @enum {string} */
              access: 'full' | 'read';
              /** @description Credits this key's requests have spent, less what was refunded */
              creditsUsed: number;
              /** @description Credits the key may spend in a calendar month (UTC); null: no limit */
              monthlyCreditLimit: number | null;
              /** @description Credits spent this calendar month (UTC), less refunds: what the limit counts */
              creditsUsedThisMonth: number;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed with an API key (needs a signed-in session). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/users/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credit balance */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              credits: number;
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/credits/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Credit ledger (newest first)
     * @description The balance, the prices and the entries, newest first, 100 a page unless `limit` says otherwise; the `Link` header’s `rel="next"` is the next page (the last page has none). `from` and `to` keep a time range, `apiKeyId` one key’s charges and their refunds: with both, what one client’s integration cost in a month.
     */
    get: {
      parameters: {
        query?: {
          /** @description Only entries at or after this time (ISO 8601). */
          from?: string;
          /** @description Only entries before this time (ISO 8601). */
          to?: string;
          /** @description Only the entries of this API key's requests (its charges and their refunds). */
          apiKeyId?: string;
          /** @description Entries per page (100 without it). */
          limit?: number;
          /** @description Where the page starts: from the `Link` header's next page (opaque). */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The balance and a page of entries. */
        200: {
          headers: {
            /** @description On a page that is not the last: `</api/users/credits/ledger?limit=…&cursor=…>; rel="next"` (with the same filters). */
            Link?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              credits: number;
              prices: {
                transcription: number;
                export: number;
              };
              entries: components['schemas']['CreditLedgerEntry'][];
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/credits/ledger.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Credit ledger as CSV
     * @description Every entry `from`, `to` and `apiKeyId` keep (the same filters as the ledger), newest first, in one file for a spreadsheet or an invoice: time (UTC), kind, description, credits, balance, API key (its name; empty for the website and purchases), API key id and project id.
     */
    get: {
      parameters: {
        query?: {
          /** @description Only entries at or after this time (ISO 8601). */
          from?: string;
          /** @description Only entries before this time (ISO 8601). */
          to?: string;
          /** @description Only the entries of this API key's requests (its charges and their refunds). */
          apiKeyId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description CSV file with a header row. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/credits/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Credits used, in all and by API key
     * @description What was spent between `from` and `to` (all time without them), less refunds, and by who asked for the work: each API key, and `apiKey: null` for the website. `creditsBought` is what was bought in the range.
     */
    get: {
      parameters: {
        query?: {
          /** @description Only entries at or after this time (ISO 8601). */
          from?: string;
          /** @description Only entries before this time (ISO 8601). */
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CreditUsage'];
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/credits/purchase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy credits */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string (≤ 255 characters). Repeating a request with the same key within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with another body is 409. */
          'Idempotency-Key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credits: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              credits: number;
              purchase?: {
                id: string;
                credits: number;
                amountCents: number;
                /** @enum {string} */
                currency: 'USD';
                provider: string;
                testMode: boolean;
              };
              /** Format: uri */
              checkoutUrl?: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to the team */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            email: string;
            message: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 5 a minute per client address. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/mail-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which optional mails you get
     * @description Mails about your API keys (one expires within a week; one nears or reaches its monthly credit limit) are on until turned off. Sign-in codes and password resets are always sent.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apiKeyNotices: boolean;
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Turn optional mails on or off */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            apiKeyNotices: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apiKeyNotices: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mail/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn off the mails an unsubscribe link names (no session needed)
     * @description The `token` comes from an optional mail: its link to the unsubscribe page, or its `List-Unsubscribe` header (a mail client posts `List-Unsubscribe=One-Click` as a form, RFC 8058). It turns off that one topic for that one account; repeating it is harmless.
     */
    post: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              topic: 'apiKeyNotices';
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests: 20 a minute per client address. Wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/generate-description': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate a title and description */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            subtitle: string;
            /** @enum {string} */
            lang?: 'en' | 'hi';
            variant?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              title: string;
              long: string;
              short: string;
              description: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The text generator failed. */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/update-subtitle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the captions (JSON word list) */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-wordreel-edit-order'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: string;
            subtitleData: {
              text: string;
              startMs: number;
              endMs: number;
              confidence: number;
              timestampMs: number;
              id?: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/captions/splice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change some words of the captions (the words an edit changed)
     * @description Replaces `remove` (the words from index `at` of a list of `baseLength` words) with `insert`. The first splice whose `baseLength` and `remove` match the stored captions is applied; when none does, the captions changed meanwhile and the answer is 409 with nothing changed.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-wordreel-edit-order'?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            splices: {
              baseLength: number;
              at: number;
              remove: {
                text: string;
                startMs: number;
                endMs: number;
                confidence: number;
                timestampMs: number;
                id?: string;
              }[];
              insert: {
                text: string;
                startMs: number;
                endMs: number;
                confidence: number;
                timestampMs: number;
                id?: string;
              }[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/captions/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which recogniser made the captions */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              meta: {
                /** @enum {string} */
                engine: 'whisper' | 'pocketsphinx' | 'none' | 'import' | 'script';
                model: string | null;
                /** @enum {string} */
                language: 'en' | 'hi';
                wordCount: number;
                notice: string | null;
                createdAt: string;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vocabulary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your custom vocabulary */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              terms: string[];
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Replace your custom vocabulary */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            terms: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              terms: string[];
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vocabulary/terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add one term to your custom vocabulary (nothing when it is there already, ignoring case) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            term: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              terms: string[];
              changed: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vocabulary/terms/{term}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one term from your custom vocabulary (ignoring case; nothing when it is not there) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          term: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              terms: string[];
              changed: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/styles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your saved styles (the default first, then by name) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              styles: components['schemas']['SavedStyle'][];
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Save a style
     * @description The look (`style`: the studio’s style settings without what belongs to one video: `captionTrack`, and the emphasis’s `breaks`, `words` and `emojiPicks`) under a name unique to you, ignoring case; up to 20. `isDefault: true` makes every later upload start with it (an upload through the API included, unless it names another with `styleId`), in place of the previous default.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string (≤ 255 characters). Repeating a request with the same key within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with another body is 409. */
          'Idempotency-Key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            style: {
              /** @enum {string} */
              themeId:
                | 'mercury'
                | 'venus'
                | 'earth'
                | 'mars'
                | 'jupiter'
                | 'saturn'
                | 'uranus'
                | 'neptune'
                | 'pluto';
              /** @enum {string} */
              fontFamily:
                | 'font-1'
                | 'font-2'
                | 'font-3'
                | 'font-4'
                | 'font-5'
                | 'font-6'
                | 'font-7'
                | 'font-8'
                | 'font-9';
              upperCase: boolean;
              italic: boolean;
              /** @enum {string} */
              weight: 'Light' | 'Normal' | 'Bold';
              /** @enum {string} */
              size: 'XXSmall' | 'XSmall' | 'Small' | 'Medium' | 'Large' | 'XLarge' | 'XXLarge';
              xPos: number;
              yPos: number;
              fontColor: string;
              fontShadowColor: string;
              fontStrokeColor: string;
              activeFontColor: string;
              bgMusic:
                | ('adventure' | 'breakbeat' | 'chill' | 'inspiring' | 'instrument' | 'movement' | 'upbeat')
                | 'custom';
              bgVolume: number;
              bgMusicActive: boolean;
              bgMusicDuck?: boolean;
              emphasis: {
                wordsPerPage: number | null;
                linesPerPage: number | null;
                maxCharsPerLine: number | null;
                oneWord: boolean;
                highlightAuto: boolean;
                highlightColor: string;
                activeWordBox?: boolean;
                highlightPop: number;
                emojiAuto: boolean;
                /** @enum {string} */
                emojiPlacement: 'above' | 'after';
                /** @enum {string} */
                script?: 'devanagari' | 'hinglish';
              };
            };
            /** @description Start every new upload with this style */
            isDefault?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SavedStyle'];
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/styles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a saved style
     * @description Projects styled with it keep their look.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Rename a saved style, replace its look, or make it the default
     * @description `isDefault: false` on the default leaves new uploads on the studio’s own look.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            style?: {
              /** @enum {string} */
              themeId:
                | 'mercury'
                | 'venus'
                | 'earth'
                | 'mars'
                | 'jupiter'
                | 'saturn'
                | 'uranus'
                | 'neptune'
                | 'pluto';
              /** @enum {string} */
              fontFamily:
                | 'font-1'
                | 'font-2'
                | 'font-3'
                | 'font-4'
                | 'font-5'
                | 'font-6'
                | 'font-7'
                | 'font-8'
                | 'font-9';
              upperCase: boolean;
              italic: boolean;
              /** @enum {string} */
              weight: 'Light' | 'Normal' | 'Bold';
              /** @enum {string} */
              size: 'XXSmall' | 'XSmall' | 'Small' | 'Medium' | 'Large' | 'XLarge' | 'XXLarge';
              xPos: number;
              yPos: number;
              fontColor: string;
              fontShadowColor: string;
              fontStrokeColor: string;
              activeFontColor: string;
              bgMusic:
                | ('adventure' | 'breakbeat' | 'chill' | 'inspiring' | 'instrument' | 'movement' | 'upbeat')
                | 'custom';
              bgVolume: number;
              bgMusicActive: boolean;
              bgMusicDuck?: boolean;
              emphasis: {
                wordsPerPage: number | null;
                linesPerPage: number | null;
                maxCharsPerLine: number | null;
                oneWord: boolean;
                highlightAuto: boolean;
                highlightColor: string;
                activeWordBox?: boolean;
                highlightPop: number;
                emojiAuto: boolean;
                /** @enum {string} */
                emojiPlacement: 'above' | 'after';
                /** @enum {string} */
                script?: 'devanagari' | 'hinglish';
              };
            };
            isDefault?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SavedStyle'];
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/speech/qualities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caption quality choices on this server, with the time for a video */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'hi';
          seconds?: number;
          projectId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              options: {
                /** @enum {string} */
                quality: 'fast' | 'balanced' | 'best';
                available: boolean;
                engine: ('whisper' | 'pocketsphinx') | null;
                model: string | null;
                estimateSeconds: number | null;
                /** @enum {string} */
                estimateBasis: 'speech' | 'length';
                note: string | null;
              }[];
              recommended: ('fast' | 'balanced' | 'best') | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/transcribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write the captions again with a quality (replaces them)
     * @description Fast / Balanced / Best, as GET /api/speech/qualities lists them. Paid like the first transcription; the project goes back to `transcribing`.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string (≤ 255 characters). Repeating a request with the same key within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with another body is 409. */
          'Idempotency-Key'?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            quality: 'fast' | 'balanced' | 'best';
          };
        };
      };
      responses: {
        /** @description The project, transcribing. */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              userId: string;
              videoConfig: {
                name: string;
                duration?: number;
                size?: number;
                type?: string;
                height?: number;
                width?: number;
                /**
                 * @default en
                 * @enum {string}
                 */
                lang: 'en' | 'hi';
                /** @enum {string} */
                orientation?: 'portrait' | 'landscape' | 'square';
                /** @enum {string} */
                quality?: 'fast' | 'balanced' | 'best';
                videoCodec?: string;
                audioCodec?: string | null;
                rotation?: number;
                fps?: number;
                /** @enum {string} */
                sourceExt?: 'mp4' | 'mov' | 'm4v' | 'mkv' | 'webm' | 'avi';
              };
              /** @enum {string} */
              status: 'uploading' | 'uploaded' | 'processing' | 'transcribing' | 'ready' | 'failed';
              statusDetail: string | null;
              progress: number;
              updatedAt: {
                seconds: number;
                nanoseconds: number;
              };
              clipOf?: {
                sourceProjectId: string;
                sourceName: string;
                startMs: number;
                endMs: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not enough credits: the message names the price and the balance. */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/captions/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the captions from SRT or VTT
     * @description JSON `{ "text": "..." }`, or the SRT/VTT file itself as `text/plain`, `application/x-subrip` or `text/vtt`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              captions: {
                text: string;
                startMs: number;
                endMs: number;
                confidence: number;
                timestampMs: number;
                id?: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported body type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/captions/script': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The project's latest script alignment
     * @description `state` is `none` when this project has none; `error` says why a failed one failed.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'none' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
              progress: number;
              error: string | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Align a script to the speech (queued)
     * @description Queues the alignment and answers 202; follow it with `GET` on the same path. One alignment per user at a time (409 while one is queued or running); at most 5 words per second of video.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              jobId: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/captions.srt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Captions as SRT */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description SubRip file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/x-subrip': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/captions.vtt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Captions as WebVTT */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description WebVTT file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/vtt': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/render': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start an export
     * @description Saves the payload as the project’s style and queues the export (one credit per started minute by default). Send only `{"videoFileName":"{id}.mp4"}` to export with the style saved last (in the studio or by an earlier export), or the default look before any; a body with any style field in it must have all the required ones. Add `styleId` (one of your saved styles, `GET /api/styles`) to that bare body to put that look on the project’s style first: its frame, translated caption track and per-word choices stay. Follow it with `GET /api/projects/{id}/render` or the `render.done` webhook.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string (≤ 255 characters). Repeating a request with the same key within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with another body is 409. */
          'Idempotency-Key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            user?: unknown;
            videoFileName: string;
            /** @enum {string} */
            fontFamily?:
              | 'font-1'
              | 'font-2'
              | 'font-3'
              | 'font-4'
              | 'font-5'
              | 'font-6'
              | 'font-7'
              | 'font-8'
              | 'font-9';
            fontUpperCase?: boolean;
            fontItalic?: boolean;
            /** @enum {string} */
            fontWeight?: 'light' | 'normal' | 'bold';
            fontSize?: number;
            xPos?: number;
            yPos?: number;
            fontColor?: string;
            activeFontColor?: string;
            fontShadowColor?: string;
            fontStrokeColor?: string;
            bgMusic?:
              | ('adventure' | 'breakbeat' | 'chill' | 'inspiring' | 'instrument' | 'movement' | 'upbeat')
              | 'custom';
            bgMusicVolume?: number;
            bgMusicActive?: boolean;
            bgMusicDuck?: boolean;
            /** @enum {string} */
            videoOrientation?: 'portrait' | 'landscape' | 'square';
            captionEmphasis?: {
              wordsPerPage: number | null;
              linesPerPage: number | null;
              maxCharsPerLine: number | null;
              oneWord: boolean;
              breaks: {
                wordId: string;
                /** @enum {string} */
                kind: 'break' | 'join';
              }[];
              words: {
                wordId: string;
                colour?: string;
                bold?: boolean;
                hidden?: boolean;
                highlight?: boolean;
              }[];
              highlightAuto: boolean;
              highlightColor: string;
              activeWordBox?: boolean;
              highlightPop: number;
              emojiAuto: boolean;
              /** @enum {string} */
              emojiPlacement: 'above' | 'after';
              emojiPicks: {
                wordId: string;
                emoji: string | null;
              }[];
              /** @enum {string} */
              script?: 'devanagari' | 'hinglish';
            };
            captionTrack?: string | null;
            /** Format: uuid */
            styleId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              jobId: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not enough credits: the message names the price and the balance. */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/render': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** State of the latest export */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'none' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
              progress: number;
              error: string | null;
              ready: boolean;
              stale: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Cancel the running export */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'none' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
              progress: number;
              error: string | null;
              ready: boolean;
              stale: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/rendered/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The finished export, inline (`{id}.mp4`, ranges) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description MP4 video. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'video/mp4': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/download/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the finished export (`{id}.mp4`, attachment) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description MP4 video, named after the project. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'video/mp4': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/edits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the edit list */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              edits: {
                revision: number;
                kept: {
                  startMs: number;
                  endMs: number;
                }[];
                zooms: {
                  startMs: number;
                  endMs: number;
                  scale: number;
                }[];
                reframe?: {
                  /** @enum {string} */
                  layout: 'follow' | 'centre' | 'blur' | 'split';
                  keyframes: {
                    tMs: number;
                    x: number;
                    x2?: number;
                    cut?: boolean;
                    user?: boolean;
                  }[];
                };
              };
              durationMs: number;
              saved: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Save the edit list */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            baseRevision: number;
            kept: {
              startMs: number;
              endMs: number;
            }[];
            zooms: {
              startMs: number;
              endMs: number;
              scale: number;
            }[];
            reframe?: {
              /** @enum {string} */
              layout: 'follow' | 'centre' | 'blur' | 'split';
              keyframes: {
                tMs: number;
                x: number;
                x2?: number;
                cut?: boolean;
                user?: boolean;
              }[];
            };
            /** @description The caller's id for this save (random), for a later save's afterSave */
            saveId?: string;
            /** @description An earlier save (its saveId) whose answer never came: if it was stored, this save is taken on top of it */
            afterSave?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              edits: {
                revision: number;
                kept: {
                  startMs: number;
                  endMs: number;
                }[];
                zooms: {
                  startMs: number;
                  endMs: number;
                  scale: number;
                }[];
                reframe?: {
                  /** @enum {string} */
                  layout: 'follow' | 'centre' | 'blur' | 'split';
                  keyframes: {
                    tMs: number;
                    x: number;
                    x2?: number;
                    cut?: boolean;
                    user?: boolean;
                  }[];
                };
              };
              durationMs: number;
              saved: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/edits/proposals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Propose cuts (pauses, fillers, retakes) */
    get: {
      parameters: {
        query?: {
          pace?: 'natural' | 'fast' | 'extra-fast';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              pace: 'natural' | 'fast' | 'extra-fast';
              proposals: {
                id: string;
                /** @enum {string} */
                kind: 'silence' | 'filler' | 'retake';
                startMs: number;
                endMs: number;
                savedMs: number;
                firstWord: number;
                wordCount: number;
                before: string;
                cut: string;
                after: string;
              }[];
              usedVoiceActivity: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/cover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the saved cover */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cover: {
                timeMs: number;
                text: string;
                /** @enum {string} */
                themeId:
                  | 'mercury'
                  | 'venus'
                  | 'earth'
                  | 'mars'
                  | 'jupiter'
                  | 'saturn'
                  | 'uranus'
                  | 'neptune'
                  | 'pluto';
                textColor: string;
                strokeColor: string;
                size: number;
                x: number;
                y: number;
                backdrop: boolean;
              } | null;
              savedAt: string | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /**
     * Choose the cover (renders 1080x1920 and 1280x720 as JPEG and PNG)
     * @description The cover becomes the project thumbnail and the exported MP4’s attached picture.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            timeMs: number;
            text: string;
            /** @enum {string} */
            themeId:
              'mercury' | 'venus' | 'earth' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
            textColor: string;
            strokeColor: string;
            size: number;
            x: number;
            y: number;
            backdrop: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cover: {
                timeMs: number;
                text: string;
                /** @enum {string} */
                themeId:
                  | 'mercury'
                  | 'venus'
                  | 'earth'
                  | 'mars'
                  | 'jupiter'
                  | 'saturn'
                  | 'uranus'
                  | 'neptune'
                  | 'pluto';
                textColor: string;
                strokeColor: string;
                size: number;
                x: number;
                y: number;
                backdrop: boolean;
              } | null;
              savedAt: string | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/hook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the hook title */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              hook: {
                text: string;
                /** @enum {string} */
                style: 'box' | 'outline' | 'highlight' | 'typewriter' | 'pop';
                yPos: number;
                durationMs: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Set or remove the hook title drawn over the first 2–4 s of the export */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            hook: {
              text: string;
              /** @enum {string} */
              style: 'box' | 'outline' | 'highlight' | 'typewriter' | 'pop';
              yPos: number;
              durationMs: number;
            } | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              hook: {
                text: string;
                /** @enum {string} */
                style: 'box' | 'outline' | 'highlight' | 'typewriter' | 'pop';
                yPos: number;
                durationMs: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/cover/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The six best moments for a cover (sharpness, exposure, contrast; scene cuts last) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              candidates: {
                timeMs: number;
                score: number;
                sharpness: number;
                exposure: number;
                contrast: number;
                sceneCut: boolean;
              }[];
              method: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/cover/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The cover as it would be saved, at half size */
    post: {
      parameters: {
        query?: {
          shape?: 'portrait' | 'landscape';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            timeMs: number;
            text: string;
            /** @enum {string} */
            themeId:
              'mercury' | 'venus' | 'earth' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
            textColor: string;
            strokeColor: string;
            size: number;
            x: number;
            y: number;
            backdrop: boolean;
          };
        };
      };
      responses: {
        /** @description JPEG image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/cover/still.jpg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A still of the video at `t` ms, 270 px wide */
    get: {
      parameters: {
        query: {
          t: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description JPEG image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/cover/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the saved cover: `portrait.jpg`, `portrait.png`, `landscape.jpg` or `landscape.png` */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, as an attachment. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/clips/find': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Find clip candidates (ranked 0–100 with a reason)
     * @description Runs of whole sentences between minSeconds and maxSeconds, best first; with an LLM configured the top 8 are re-ordered and titled.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default 20 */
            minSeconds?: number;
            /** @default 60 */
            maxSeconds?: number;
            /** @default 10 */
            count?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              clips: {
                id: string;
                firstWord: number;
                lastWord: number;
                startMs: number;
                endMs: number;
                score: number;
                reason: string;
                title: string;
                text: string;
              }[];
              /** @enum {string} */
              ranking: 'offline' | 'llm';
              message?: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/clips': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept a clip as a new project
     * @description The clip plays the source’s stored video (no copy) through an edit list keeping its range; its captions are the range’s words.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            firstWord: number;
            lastWord: number;
            title?: string;
            /** @enum {string} */
            orientation?: 'portrait' | 'landscape' | 'square';
          };
        };
      };
      responses: {
        /** @description The clip project. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              project: {
                id: string;
                name: string;
                userId: string;
                videoConfig: {
                  name: string;
                  duration?: number;
                  size?: number;
                  type?: string;
                  height?: number;
                  width?: number;
                  /**
                   * @default en
                   * @enum {string}
                   */
                  lang: 'en' | 'hi';
                  /** @enum {string} */
                  orientation?: 'portrait' | 'landscape' | 'square';
                  /** @enum {string} */
                  quality?: 'fast' | 'balanced' | 'best';
                  videoCodec?: string;
                  audioCodec?: string | null;
                  rotation?: number;
                  fps?: number;
                  /** @enum {string} */
                  sourceExt?: 'mp4' | 'mov' | 'm4v' | 'mkv' | 'webm' | 'avi';
                };
                /** @enum {string} */
                status: 'uploading' | 'uploaded' | 'processing' | 'transcribing' | 'ready' | 'failed';
                statusDetail: string | null;
                progress: number;
                updatedAt: {
                  seconds: number;
                  nanoseconds: number;
                };
                clipOf?: {
                  sourceProjectId: string;
                  sourceName: string;
                  startMs: number;
                  endMs: number;
                } | null;
              };
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/reframe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * State of the reframe analysis and its suggestion for this project
     * @description `suggestion.layout` is `centre` when no face was found (offer the centred crop or the blurred fill), `split` for two speakers far apart.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'none' | 'queued' | 'running' | 'done' | 'failed';
              progress: number;
              error: string | null;
              suggestion: {
                /** @enum {string} */
                layout: 'follow' | 'centre' | 'blur' | 'split';
                faceFound: boolean;
                keyframes: {
                  tMs: number;
                  x: number;
                  x2?: number;
                  cut?: boolean;
                  user?: boolean;
                }[];
                splitKeyframes:
                  | {
                      tMs: number;
                      x: number;
                      x2?: number;
                      cut?: boolean;
                      user?: boolean;
                    }[]
                  | null;
                shots: number;
                shotsWithoutFace: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Reframe a wide video to the project’s frame around the speaker
     * @description Starts the face and shot analysis of the video the project plays (one per stored video, shared by its clips), or uses the stored one at once. When it ends, the project’s edit list gets the suggested `reframe` (the user’s keyframes kept). Follow it with `GET /api/projects/{id}/reframe`. 409 when the video already fits its frame.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'none' | 'queued' | 'running' | 'done' | 'failed';
              progress: number;
              error: string | null;
              suggestion: {
                /** @enum {string} */
                layout: 'follow' | 'centre' | 'blur' | 'split';
                faceFound: boolean;
                keyframes: {
                  tMs: number;
                  x: number;
                  x2?: number;
                  cut?: boolean;
                  user?: boolean;
                }[];
                splitKeyframes:
                  | {
                      tMs: number;
                      x: number;
                      x2?: number;
                      cut?: boolean;
                      user?: boolean;
                    }[]
                  | null;
                shots: number;
                shotsWithoutFace: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/tracks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the translated caption tracks
     * @description Each track is the captions translated page by page into one language (BCP-47), each page keeping its source page’s times. `stale` means the captions were edited after it was translated; `translationAvailable` is false when the server has no LLM.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tracks: {
                id: string;
                language: string;
                languageName: string;
                /** @enum {string} */
                direction: 'ltr' | 'rtl';
                /** @enum {string} */
                state: 'queued' | 'running' | 'done' | 'failed';
                progress: number;
                error: string | null;
                stale: boolean;
                pageCount: number;
                createdAt: number;
                updatedAt: number;
              }[];
              translationAvailable: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Translate the captions into a language (starts a job)
     * @description Creates the language’s track, or translates it again (e.g. when stale; its previous pages stay until the new ones are whole). Follow it with `GET /api/projects/{id}/tracks`. 503 when no LLM is configured (`LLM_BASE_URL`, `LLM_MODEL`); 409 while that language is being translated.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            language: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              language: string;
              languageName: string;
              /** @enum {string} */
              direction: 'ltr' | 'rtl';
              /** @enum {string} */
              state: 'queued' | 'running' | 'done' | 'failed';
              progress: number;
              error: string | null;
              stale: boolean;
              pageCount: number;
              createdAt: number;
              updatedAt: number;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not ready: the body names what failed. */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/tracks/{trackId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A translated track with its pages */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          trackId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              language: string;
              languageName: string;
              /** @enum {string} */
              direction: 'ltr' | 'rtl';
              /** @enum {string} */
              state: 'queued' | 'running' | 'done' | 'failed';
              progress: number;
              error: string | null;
              stale: boolean;
              pageCount: number;
              createdAt: number;
              updatedAt: number;
              pages: {
                id: string;
                startMs: number;
                endMs: number;
                text: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a translated track */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          trackId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/tracks/{trackId}/captions.srt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A translated track as SRT (one cue per page) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          trackId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description SubRip file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/x-subrip': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/tracks/{trackId}/captions.vtt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A translated track as WebVTT (one cue per page) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          trackId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description WebVTT file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/vtt': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sounds/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A built-in background track (`{track}.mp3`) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description MP3 audio. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'audio/mpeg': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/music': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your own background track */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The audio file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/octet-stream': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Upload your own background track */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: binary */
            music: string;
          };
        };
      };
      responses: {
        /** @description Stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              ext: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too large. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported body type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/music/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the project has your own background track */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              uploaded: boolean;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an uploaded project
     * @description Takes the name, language and frame chosen for a project created by an upload.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string (≤ 255 characters). Repeating a request with the same key within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with another body is 409. */
          'Idempotency-Key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            projectId: string;
            userId?: unknown;
            videoConfig?: {
              name?: string;
              duration?: number;
              size?: number;
              type?: string;
              height?: number;
              width?: number;
              /**
               * @default en
               * @enum {string}
               */
              lang?: 'en' | 'hi';
              /** @enum {string} */
              orientation?: 'portrait' | 'landscape' | 'square';
              /** @enum {string} */
              quality?: 'fast' | 'balanced' | 'best';
            };
          };
        };
      };
      responses: {
        /** @description The confirmed project. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              project: {
                id: string;
                name: string;
                userId: string;
                videoConfig: {
                  name: string;
                  duration?: number;
                  size?: number;
                  type?: string;
                  height?: number;
                  width?: number;
                  /**
                   * @default en
                   * @enum {string}
                   */
                  lang: 'en' | 'hi';
                  /** @enum {string} */
                  orientation?: 'portrait' | 'landscape' | 'square';
                  /** @enum {string} */
                  quality?: 'fast' | 'balanced' | 'best';
                  videoCodec?: string;
                  audioCodec?: string | null;
                  rotation?: number;
                  fps?: number;
                  /** @enum {string} */
                  sourceExt?: 'mp4' | 'mov' | 'm4v' | 'mkv' | 'webm' | 'avi';
                };
                /** @enum {string} */
                status: 'uploading' | 'uploaded' | 'processing' | 'transcribing' | 'ready' | 'failed';
                statusDetail: string | null;
                progress: number;
                updatedAt: {
                  seconds: number;
                  nanoseconds: number;
                };
                clipOf?: {
                  sourceProjectId: string;
                  sourceName: string;
                  startMs: number;
                  endMs: number;
                } | null;
              };
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/user/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List your projects
     * @description The path’s user id is the spec’s; the key or session decides whose projects are listed. Without `limit`, `cursor` or `status` the answer is every project, most recently updated first. With any it is a page, newest created first (a walk through the pages sees each project once, even while projects change), and the `Link` header’s `rel="next"` is the next page; the last page has none. `status=failed` lists the projects to retry, `status=ready` those with captions.
     */
    get: {
      parameters: {
        query?: {
          /** @description Projects per page: asks for the list a page at a time. */
          limit?: number;
          /** @description Where the page starts: from the `Link` header's next page (opaque; 50 per page without `limit`). */
          cursor?: string;
          /** @description Only projects in these statuses, comma-separated (uploading, uploaded, processing, transcribing, ready, failed): `failed` finds the ones to retry. */
          status?: string;
        };
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Your projects. */
        200: {
          headers: {
            /** @description On a page that is not the last: `</api/projects/user/{userId}?limit=…&cursor=…>; rel="next"`. */
            Link?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              userId: string;
              videoConfig: {
                name: string;
                duration?: number;
                size?: number;
                type?: string;
                height?: number;
                width?: number;
                /**
                 * @default en
                 * @enum {string}
                 */
                lang: 'en' | 'hi';
                /** @enum {string} */
                orientation?: 'portrait' | 'landscape' | 'square';
                /** @enum {string} */
                quality?: 'fast' | 'balanced' | 'best';
                videoCodec?: string;
                audioCodec?: string | null;
                rotation?: number;
                fps?: number;
                /** @enum {string} */
                sourceExt?: 'mp4' | 'mov' | 'm4v' | 'mkv' | 'webm' | 'avi';
              };
              /** @enum {string} */
              status: 'uploading' | 'uploaded' | 'processing' | 'transcribing' | 'ready' | 'failed';
              statusDetail: string | null;
              progress: number;
              updatedAt: {
                seconds: number;
                nanoseconds: number;
              };
              clipOf?: {
                sourceProjectId: string;
                sourceName: string;
                startMs: number;
                endMs: number;
              } | null;
            }[];
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not allowed with an API key (needs a signed-in session). */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a project, its status and saved style */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The project. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              userId: string;
              videoConfig: {
                name: string;
                duration?: number;
                size?: number;
                type?: string;
                height?: number;
                width?: number;
                /**
                 * @default en
                 * @enum {string}
                 */
                lang: 'en' | 'hi';
                /** @enum {string} */
                orientation?: 'portrait' | 'landscape' | 'square';
                /** @enum {string} */
                quality?: 'fast' | 'balanced' | 'best';
                videoCodec?: string;
                audioCodec?: string | null;
                rotation?: number;
                fps?: number;
                /** @enum {string} */
                sourceExt?: 'mp4' | 'mov' | 'm4v' | 'mkv' | 'webm' | 'avi';
              };
              /** @enum {string} */
              status: 'uploading' | 'uploaded' | 'processing' | 'transcribing' | 'ready' | 'failed';
              statusDetail: string | null;
              progress: number;
              updatedAt: {
                seconds: number;
                nanoseconds: number;
              };
              clipOf?: {
                sourceProjectId: string;
                sourceName: string;
                startMs: number;
                endMs: number;
              } | null;
              style: {
                [key: string]: unknown;
              } | null;
              boost: {
                title: string;
                description: string;
                /** @enum {string} */
                length: 'short' | 'long';
                generated: {
                  title: string;
                  long: string;
                  short: string;
                } | null;
                tries: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Save the project’s style (export payload) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            user?: unknown;
            videoFileName: string;
            /** @enum {string} */
            fontFamily:
              | 'font-1'
              | 'font-2'
              | 'font-3'
              | 'font-4'
              | 'font-5'
              | 'font-6'
              | 'font-7'
              | 'font-8'
              | 'font-9';
            fontUpperCase: boolean;
            fontItalic: boolean;
            /** @enum {string} */
            fontWeight: 'light' | 'normal' | 'bold';
            fontSize: number;
            xPos: number;
            yPos: number;
            fontColor: string;
            activeFontColor: string;
            fontShadowColor: string;
            fontStrokeColor: string;
            bgMusic:
              | ('adventure' | 'breakbeat' | 'chill' | 'inspiring' | 'instrument' | 'movement' | 'upbeat')
              | 'custom';
            bgMusicVolume: number;
            bgMusicActive: boolean;
            bgMusicDuck?: boolean;
            /** @enum {string} */
            videoOrientation?: 'portrait' | 'landscape' | 'square';
            captionEmphasis?: {
              wordsPerPage: number | null;
              linesPerPage: number | null;
              maxCharsPerLine: number | null;
              oneWord: boolean;
              breaks: {
                wordId: string;
                /** @enum {string} */
                kind: 'break' | 'join';
              }[];
              words: {
                wordId: string;
                colour?: string;
                bold?: boolean;
                hidden?: boolean;
                highlight?: boolean;
              }[];
              highlightAuto: boolean;
              highlightColor: string;
              activeWordBox?: boolean;
              highlightPop: number;
              emojiAuto: boolean;
              /** @enum {string} */
              emojiPlacement: 'above' | 'after';
              emojiPicks: {
                wordId: string;
                emoji: string | null;
              }[];
              /** @enum {string} */
              script?: 'devanagari' | 'hinglish';
            };
            captionTrack?: string | null;
          };
        };
      };
      responses: {
        /** @description The project with its new style. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              userId: string;
              videoConfig: {
                name: string;
                duration?: number;
                size?: number;
                type?: string;
                height?: number;
                width?: number;
                /**
                 * @default en
                 * @enum {string}
                 */
                lang: 'en' | 'hi';
                /** @enum {string} */
                orientation?: 'portrait' | 'landscape' | 'square';
                /** @enum {string} */
                quality?: 'fast' | 'balanced' | 'best';
                videoCodec?: string;
                audioCodec?: string | null;
                rotation?: number;
                fps?: number;
                /** @enum {string} */
                sourceExt?: 'mp4' | 'mov' | 'm4v' | 'mkv' | 'webm' | 'avi';
              };
              /** @enum {string} */
              status: 'uploading' | 'uploaded' | 'processing' | 'transcribing' | 'ready' | 'failed';
              statusDetail: string | null;
              progress: number;
              updatedAt: {
                seconds: number;
                nanoseconds: number;
              };
              clipOf?: {
                sourceProjectId: string;
                sourceName: string;
                startMs: number;
                endMs: number;
              } | null;
              style: {
                [key: string]: unknown;
              } | null;
              boost: {
                title: string;
                description: string;
                /** @enum {string} */
                length: 'short' | 'long';
                generated: {
                  title: string;
                  long: string;
                  short: string;
                } | null;
                tries: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete a project and its files */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/boost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Keep the title and description texts */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description: string;
            /** @enum {string} */
            length: 'short' | 'long';
            generated: {
              title: string;
              long: string;
              short: string;
            } | null;
            tries: number;
          };
        };
      };
      responses: {
        /** @description The kept texts. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              boost: {
                title: string;
                description: string;
                /** @enum {string} */
                length: 'short' | 'long';
                generated: {
                  title: string;
                  long: string;
                  short: string;
                } | null;
                tries: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/name': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a project */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description The renamed project. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              userId: string;
              videoConfig: {
                name: string;
                duration?: number;
                size?: number;
                type?: string;
                height?: number;
                width?: number;
                /**
                 * @default en
                 * @enum {string}
                 */
                lang: 'en' | 'hi';
                /** @enum {string} */
                orientation?: 'portrait' | 'landscape' | 'square';
                /** @enum {string} */
                quality?: 'fast' | 'balanced' | 'best';
                videoCodec?: string;
                audioCodec?: string | null;
                rotation?: number;
                fps?: number;
                /** @enum {string} */
                sourceExt?: 'mp4' | 'mov' | 'm4v' | 'mkv' | 'webm' | 'avi';
              };
              /** @enum {string} */
              status: 'uploading' | 'uploaded' | 'processing' | 'transcribing' | 'ready' | 'failed';
              statusDetail: string | null;
              progress: number;
              updatedAt: {
                seconds: number;
                nanoseconds: number;
              };
              clipOf?: {
                sourceProjectId: string;
                sourceName: string;
                startMs: number;
                endMs: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Retry a failed project */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string (≤ 255 characters). Repeating a request with the same key within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with another body is 409. */
          'Idempotency-Key'?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The project, queued again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              userId: string;
              videoConfig: {
                name: string;
                duration?: number;
                size?: number;
                type?: string;
                height?: number;
                width?: number;
                /**
                 * @default en
                 * @enum {string}
                 */
                lang: 'en' | 'hi';
                /** @enum {string} */
                orientation?: 'portrait' | 'landscape' | 'square';
                /** @enum {string} */
                quality?: 'fast' | 'balanced' | 'best';
                videoCodec?: string;
                audioCodec?: string | null;
                rotation?: number;
                fps?: number;
                /** @enum {string} */
                sourceExt?: 'mp4' | 'mov' | 'm4v' | 'mkv' | 'webm' | 'avi';
              };
              /** @enum {string} */
              status: 'uploading' | 'uploaded' | 'processing' | 'transcribing' | 'ready' | 'failed';
              statusDetail: string | null;
              progress: number;
              updatedAt: {
                seconds: number;
                nanoseconds: number;
              };
              clipOf?: {
                sourceProjectId: string;
                sourceName: string;
                startMs: number;
                endMs: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not enough credits: the message names the price and the balance. */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The playable video (`{id}.mp4`) or the caption list (`{id}.json`) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description MP4 video (ranges) or the caption list as JSON (ETag). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              text: string;
              startMs: number;
              endMs: number;
              confidence: number;
              timestampMs: number;
              id?: string;
            }[];
          };
        };
        /** @description Not modified. */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/{id}/thumb.jpg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project’s thumbnail */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description JPEG image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': string;
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live project and export updates (server-sent events) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An event stream of JSON `data:` lines. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': string;
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your webhook endpoints */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoints: components['schemas']['WebhookEndpoint'][];
            };
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a webhook endpoint
     * @description Events: `project.created` (an upload began or AI Shorts made a clip), `project.deleted`, `project.ready` (video prepared), `captions.ready`, `project.failed`, `render.done`, `render.failed`, `key.near_limit` and `key.limit_reached` (a key for an integration used 80 % or all of its monthly credit limit, or a charge was refused for it: once each a month; `data`: `noticeId`, `apiKeyId`, `name`, `monthlyCreditLimit`, `creditsUsedThisMonth`, `resetsAt`). Each delivery is a POST of `{ type, timestamp, data }` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`: HMAC-SHA256 with the `secret` answered here, once). A delivery is retried with doubling delays for about 23 hours until the endpoint answers 2xx. URLs that resolve to private, loopback or link-local addresses are refused, now and at every attempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string (≤ 255 characters). Repeating a request with the same key within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with another body is 409. */
          'Idempotency-Key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uri */
            url: string;
            events: (
              | 'project.created'
              | 'project.deleted'
              | 'project.ready'
              | 'captions.ready'
              | 'project.failed'
              | 'render.done'
              | 'render.failed'
              | 'key.near_limit'
              | 'key.limit_reached'
            )[];
            description?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              url: string;
              events: (
                | 'project.created'
                | 'project.deleted'
                | 'project.ready'
                | 'captions.ready'
                | 'project.failed'
                | 'render.done'
                | 'render.failed'
                | 'key.near_limit'
                | 'key.limit_reached'
              )[];
              description: string | null;
              createdAt: string;
              secret: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a webhook endpoint and its log */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Delivery log of an endpoint (newest 50) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deliveries: components['schemas']['WebhookDelivery'][];
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event to the endpoint
     * @description A signed `webhook.test` event (`data: { endpointId, message }`), whatever the endpoint subscribed to, to check that the receiver is reachable, verifies the signature and answers 2xx. It is delivered, retried and logged like any other event.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WebhookDelivery'];
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/deliveries/{id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery’s event again (as a new delivery) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WebhookDelivery'];
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a video (multipart)
     * @description Multipart form with the file in `video` and, optionally, `videoConfig` (JSON text: name, lang, orientation, quality; the project is named after the uploaded file unless it gives a name) and `styleId` (one of your saved styles, `GET /api/styles`, to start the project in; `none` for Wordreel’s own look; left out, your default style, if any). The server checks the file with ffprobe and queues preparation and captions (credits are charged then). For large files or unreliable networks use the resumable tus upload at `/files`.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Any unique string (≤ 255 characters). Repeating a request with the same key within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with another body is 409. */
          'Idempotency-Key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description The video file (MP4, MOV, M4V, MKV, WebM, AVI).
             */
            video: string;
            /** @description JSON text: `{"name":"My clip","lang":"en"}`; every field optional. */
            videoConfig?: string;
            /** @description The id of one of your saved styles to start the project in (404 when it is not yours), or `none` for Wordreel’s own look even when you have a default style. */
            styleId?: string;
          };
        };
      };
      responses: {
        /** @description The project was created. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              filename: string;
              projectId: string;
            };
          };
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not enough credits: the message names the price and the balance. */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too large. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported body type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The server’s storage is full. */
        507: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a resumable upload (tus 1.0 creation)
     * @description tus 1.0 creation with `Upload-Length` and `Upload-Metadata` (`filename`, `filetype`, optional `videoConfig`; the project is named after `filename` unless videoConfig gives a name; optional `styleId`, one of your saved styles to start the project in, checked here: 404 before any byte when it is not yours; `none` for Wordreel’s own look even with a default style). The answer’s `Location` is the upload URL; send the bytes with PATCH. The final PATCH answers `Upload-Project-Id` with the new project id.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Upload created; `Location` names it. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not enough credits: the message names the price and the balance. */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too large. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The server’s storage is full. */
        507: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{uploadId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel a resumable upload (tus termination) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uploadId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Cancelled; the project row is removed. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    /** Offset of a resumable upload (tus) */
    head: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uploadId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description `Upload-Offset` says how many bytes the server has. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /**
     * Send bytes of a resumable upload (tus)
     * @description Body `application/offset+octet-stream` from `Upload-Offset`. The last chunk answers `Upload-Project-Id`.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uploadId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/offset+octet-stream': string;
        };
      };
      responses: {
        /** @description Bytes stored; `Upload-Offset` is the new offset. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `details` names every failing field. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No valid session or API key. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not enough credits: the message names the price and the balance. */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found, or not yours. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflict: the resource is busy, or an Idempotency-Key was reused with another body. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too large. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limited: wait for `Retry-After` seconds. */
        429: {
          headers: {
            /** @description Seconds to wait before trying again. */
            'Retry-After': number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The server’s storage is full. */
        507: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Alive. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @constant */
              ok: true;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness (database, storage, job queue) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Ready. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ok: boolean;
              checks: {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Not ready: the body names what failed. */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorInput: {
      /**
       * @example BAD_REQUEST
       * @example NOT_FOUND
       * @example PAYMENT_REQUIRED
       */
      code: string;
      /** @example Video not found */
      message: string;
      details?: {
        /** @description Dotted path of the field, empty for the whole body */
        path: string;
        message: string;
      }[];
    };
    /** @description An API key; name null for the account's own key */
    ApiKeyRefInput: {
      id: string;
      name: string | null;
    };
    CreditLedgerEntryInput: {
      id: string;
      /** @enum {string} */
      kind: 'purchase' | 'transcription' | 'export' | 'refund';
      /** @description Credits added (positive) or taken (negative) */
      delta: number;
      /** @description The balance right after this entry */
      balance: number;
      projectId: string | null;
      description: string;
      /** @description The API key whose request spent the credits (a refund names the same key); null for the website and purchases */
      apiKey: components['schemas']['ApiKeyRefInput'] | null;
      /** @description Epoch milliseconds */
      createdAt: number;
    };
    CreditUsageInput: {
      /** @description Credits spent in the range, less what was refunded */
      creditsUsed: number;
      creditsBought: number;
      /** @description Who spent the credits, most first; only those with entries in the range */
      byKey: {
        /** @description null: work asked for on the website */
        apiKey: components['schemas']['ApiKeyRefInput'] | null;
        creditsUsed: number;
      }[];
    };
    SavedStyleInput: {
      id: string;
      name: string;
      style: {
        /** @enum {string} */
        themeId:
          'mercury' | 'venus' | 'earth' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
        /** @enum {string} */
        fontFamily:
          'font-1' | 'font-2' | 'font-3' | 'font-4' | 'font-5' | 'font-6' | 'font-7' | 'font-8' | 'font-9';
        upperCase: boolean;
        italic: boolean;
        /** @enum {string} */
        weight: 'Light' | 'Normal' | 'Bold';
        /** @enum {string} */
        size: 'XXSmall' | 'XSmall' | 'Small' | 'Medium' | 'Large' | 'XLarge' | 'XXLarge';
        xPos: number;
        yPos: number;
        fontColor: string;
        fontShadowColor: string;
        fontStrokeColor: string;
        activeFontColor: string;
        bgMusic:
          | ('adventure' | 'breakbeat' | 'chill' | 'inspiring' | 'instrument' | 'movement' | 'upbeat')
          | 'custom';
        bgVolume: number;
        bgMusicActive: boolean;
        bgMusicDuck?: boolean;
        emphasis: {
          wordsPerPage: number | null;
          linesPerPage: number | null;
          maxCharsPerLine: number | null;
          oneWord: boolean;
          highlightAuto: boolean;
          highlightColor: string;
          activeWordBox?: boolean;
          highlightPop: number;
          emojiAuto: boolean;
          /** @enum {string} */
          emojiPlacement: 'above' | 'after';
          /** @enum {string} */
          script?: 'devanagari' | 'hinglish';
        };
      };
      isDefault: boolean;
      createdAt: string;
      updatedAt: string;
    };
    WebhookEndpointInput: {
      id: string;
      url: string;
      events: (
        | 'project.created'
        | 'project.deleted'
        | 'project.ready'
        | 'captions.ready'
        | 'project.failed'
        | 'render.done'
        | 'render.failed'
        | 'key.near_limit'
        | 'key.limit_reached'
      )[];
      description: string | null;
      createdAt: string;
    };
    WebhookDeliveryInput: {
      id: string;
      endpointId: string;
      /** @enum {string} */
      eventType:
        | 'project.created'
        | 'project.deleted'
        | 'project.ready'
        | 'captions.ready'
        | 'project.failed'
        | 'render.done'
        | 'render.failed'
        | 'key.near_limit'
        | 'key.limit_reached'
        | 'webhook.test';
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed';
      attempts: number;
      responseStatus: number | null;
      error: string | null;
      createdAt: string;
      updatedAt: string;
    };
    Error: {
      /**
       * @example BAD_REQUEST
       * @example NOT_FOUND
       * @example PAYMENT_REQUIRED
       */
      code: string;
      /** @example Video not found */
      message: string;
      details?: {
        /** @description Dotted path of the field, empty for the whole body */
        path: string;
        message: string;
      }[];
    };
    /** @description An API key; name null for the account's own key */
    ApiKeyRef: {
      id: string;
      name: string | null;
    };
    CreditLedgerEntry: {
      id: string;
      /** @enum {string} */
      kind: 'purchase' | 'transcription' | 'export' | 'refund';
      /** @description Credits added (positive) or taken (negative) */
      delta: number;
      /** @description The balance right after this entry */
      balance: number;
      projectId: string | null;
      description: string;
      /** @description The API key whose request spent the credits (a refund names the same key); null for the website and purchases */
      apiKey: components['schemas']['ApiKeyRef'] | null;
      /** @description Epoch milliseconds */
      createdAt: number;
    };
    CreditUsage: {
      /** @description Credits spent in the range, less what was refunded */
      creditsUsed: number;
      creditsBought: number;
      /** @description Who spent the credits, most first; only those with entries in the range */
      byKey: {
        /** @description null: work asked for on the website */
        apiKey: components['schemas']['ApiKeyRef'] | null;
        creditsUsed: number;
      }[];
    };
    SavedStyle: {
      id: string;
      name: string;
      style: {
        /** @enum {string} */
        themeId:
          'mercury' | 'venus' | 'earth' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
        /** @enum {string} */
        fontFamily:
          'font-1' | 'font-2' | 'font-3' | 'font-4' | 'font-5' | 'font-6' | 'font-7' | 'font-8' | 'font-9';
        upperCase: boolean;
        italic: boolean;
        /** @enum {string} */
        weight: 'Light' | 'Normal' | 'Bold';
        /** @enum {string} */
        size: 'XXSmall' | 'XSmall' | 'Small' | 'Medium' | 'Large' | 'XLarge' | 'XXLarge';
        xPos: number;
        yPos: number;
        fontColor: string;
        fontShadowColor: string;
        fontStrokeColor: string;
        activeFontColor: string;
        bgMusic:
          | ('adventure' | 'breakbeat' | 'chill' | 'inspiring' | 'instrument' | 'movement' | 'upbeat')
          | 'custom';
        bgVolume: number;
        bgMusicActive: boolean;
        bgMusicDuck?: boolean;
        emphasis: {
          wordsPerPage: number | null;
          linesPerPage: number | null;
          maxCharsPerLine: number | null;
          oneWord: boolean;
          highlightAuto: boolean;
          highlightColor: string;
          activeWordBox?: boolean;
          highlightPop: number;
          emojiAuto: boolean;
          /** @enum {string} */
          emojiPlacement: 'above' | 'after';
          /** @enum {string} */
          script?: 'devanagari' | 'hinglish';
        };
      };
      isDefault: boolean;
      createdAt: string;
      updatedAt: string;
    };
    WebhookEndpoint: {
      id: string;
      url: string;
      events: (
        | 'project.created'
        | 'project.deleted'
        | 'project.ready'
        | 'captions.ready'
        | 'project.failed'
        | 'render.done'
        | 'render.failed'
        | 'key.near_limit'
        | 'key.limit_reached'
      )[];
      description: string | null;
      createdAt: string;
    };
    WebhookDelivery: {
      id: string;
      endpointId: string;
      /** @enum {string} */
      eventType:
        | 'project.created'
        | 'project.deleted'
        | 'project.ready'
        | 'captions.ready'
        | 'project.failed'
        | 'render.done'
        | 'render.failed'
        | 'key.near_limit'
        | 'key.limit_reached'
        | 'webhook.test';
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed';
      attempts: number;
      responseStatus: number | null;
      error: string | null;
      createdAt: string;
      updatedAt: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
