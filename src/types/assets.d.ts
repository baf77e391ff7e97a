// Parcel's `url:` imports give the hashed URL of a file, so artwork loads through <img> as its
// own request instead of being inlined into the JavaScript.
declare module 'url:*' {
  const url: string;
  export default url;
}
