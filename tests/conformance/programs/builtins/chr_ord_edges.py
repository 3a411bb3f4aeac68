# probe: chr/ord round trips at the range edges, surrogates, their refusals (ValueError, TypeError, OverflowError)
# inputs
codes = [0, 65, 0x7F, 0xFF, 0x100, 0xD800, 0xFFFF, 0x10000, 0x10FFFF]
# body
r_round = [ord(chr(c)) == c for c in codes]
r_len = [len(chr(c)) for c in codes]
r_ord = [ord(c) for c in ("a", "\u00e9", "\U0001f600", "\n")]
r_bool = chr(True) == "\x01"
errs = []
for call in (lambda: chr(-1), lambda: chr(0x110000), lambda: chr(1.0), lambda: chr("a"), lambda: ord(""), lambda: ord("ab"), lambda: ord(65), lambda: chr(2**70)):
    try:
        call()
        errs.append("ok")
    except (ValueError, TypeError, OverflowError) as e:
        errs.append(type(e).__name__)
r_errs = errs
