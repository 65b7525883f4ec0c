/** A username: 3-64 letters, digits, dots, dashes or underscores (the CLI and the invitation alike). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,64}$/;
