# probe: repr shows printable non-ASCII as-is and escapes separators, format characters and private use (Unicode 14 categories)
# inputs
chars = ["\u00e9", "\u03a9", "\u4e2d", "\u2014", "\u2192", "\u2500", "\u00a0", "\u200b", "\u200f", "\u2029", "\u3000", "\ufeff", "\ue000", "\U0001f600", "\u0301", "\u0378"]
# body
r_repr = [repr(c) for c in chars]
r_printable = [c.isprintable() for c in chars]
r_ascii = [ascii(c) for c in chars]
r_mixed = repr("a\u200bb\u00e9c")
