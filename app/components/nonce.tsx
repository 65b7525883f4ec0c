import { createContext, useContext } from "react";

// The server provides this response's CSP nonce. Pages served from the page cache have none (their
// inline scripts are allowed by hash), and in the browser it is absent too (nonces are not read back).
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
