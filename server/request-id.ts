/** An `X-Request-Id` from a proxy is taken only when it is a UUID or a similar plain token; otherwise one is made. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
