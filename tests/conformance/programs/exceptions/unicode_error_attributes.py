# probe: UnicodeDecodeError and UnicodeEncodeError from decode/encode: class, encoding, start, end, the object; caught as ValueError
# inputs
data = b"ab\xffcd"
text = "a\u00e9b"
# body
try:
    data.decode("utf-8")
except ValueError as e:
    r_dec = (type(e).__name__, e.encoding, e.start, e.end, e.object)
try:
    text.encode("ascii")
except UnicodeError as e:
    r_enc = (type(e).__name__, e.encoding, e.start, e.end, e.object)
r_ok = data.decode("utf-8", "replace")
r_ignore = text.encode("ascii", "ignore")
r_mro = [c.__name__ for c in UnicodeDecodeError.__mro__]
