import { createContext, useContext } from "react";

// The server provides this response's CSP nonce; in the browser it is empty (nonces are not read back).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
