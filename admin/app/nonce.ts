import { createContext, useContext } from "react";

/** This response's CSP nonce, for React Router's inline scripts (empty in the browser). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
