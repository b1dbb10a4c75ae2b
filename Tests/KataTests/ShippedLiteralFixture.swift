// The literal `ShippedCopy.literal` writes for `ShippedCopyTests.tricky`, as the compiler reads it:
// ShippedCopyTests checks both.
let shippedLiteralFixture = "quote \" backslash \\ interpolation \\(x) raw \"\"\"# tab\t crlf\r\n nul\u{0} bell\u{7} bidi\u{202e} zero-width\u{200b} bom\u{feff} separator\u{2028} é — 🙂\n"
