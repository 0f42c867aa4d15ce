/** The package ships no types: one function, a `%`-encoded string in, the decoded string out. */
declare module 'decode-uri-component' {
  export default function decodeUriComponent(encoded: string): string;
}
