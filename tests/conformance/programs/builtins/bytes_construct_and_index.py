# probe: bytes() from int, list, str+encoding, iterable; indexing gives ints, slicing gives bytes; the refusals
# inputs
n = 3
items = [104, 105]
# body
r_zero = bytes(n)
r_list = bytes(items)
r_str = bytes("h\u00e9", "utf-8")
r_range = bytes(range(65, 68))
r_index = (r_list[0], r_list[-1], type(r_list[0]).__name__)
r_slice = (r_list[:1], r_list[::-1], r_list[5:])
r_iter = list(b"az")
r_in = (104 in r_list, b"i" in r_list, b"" in r_list)
errs = []
for call in (lambda: bytes([256]), lambda: bytes([-1]), lambda: bytes(-1), lambda: bytes("x"), lambda: bytes([1.0]), lambda: r_list[2], lambda: bytes("x", "ascii", "bogus-errors-ok") and bytes("\u00e9", "ascii")):
    try:
        call()
        errs.append("ok")
    except (ValueError, TypeError, IndexError, UnicodeError) as e:
        errs.append(type(e).__name__)
r_errs = errs
