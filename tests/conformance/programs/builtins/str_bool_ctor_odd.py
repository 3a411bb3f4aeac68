# probe: str() of bytes with and without encoding, numbers' str forms, str() with encoding of non-bytes; bool() of odd values and keywords
# inputs
dtype = b"fp16"
big = 1e16
# body
def conv(f, *a, **k):
    try:
        return f(*a, **k)
    except (TypeError, LookupError, UnicodeDecodeError) as e:
        return type(e).__name__
r_str_enc = conv(str, "x", "ascii")
r_undecodable = conv(str, b"\xff", "ascii")
r_errors = conv(str, b"a\xffb", "ascii", "replace")
r_nums = (str(big), str(1e15), str(0.1 + 0.2), str(-0.0), str(1.0), str(2**0.5), str(1e-5), str(0.0001), str(123456789012345678.0))
r_empty = (str(), repr(str()))
r_bool = (bool("False"), bool("0"), bool(" "), bool(0.0), bool(-0.0), bool(0j), bool(range(0)), bool(range(1)), bool(b""), bool(frozenset()))
r_bool_kw = conv(bool, x=1)
r_bool_two = conv(bool, 1, 2)
r_bool_none = bool()
r_bytes = conv(str, dtype)
r_decoded = conv(str, dtype, "ascii")
r_kw = conv(str, object=dtype, encoding="utf-8")
r_bad_enc = conv(str, dtype, "nope")
r_nonbytes_enc = conv(str, 5, "ascii")
