# probe: complex repr with signed zeros and integral parts, complex() parsing, arithmetic results
# inputs
re_part = -0.0
im_part = 1.0
# body
r_reprs = [repr(z) for z in (1j, -1j, complex(re_part, im_part), complex(0.0, -0.0), complex(1, -0.0), complex(-1.5, 2), 2 + 0j, -(0j), complex(1e16, 1e-5))]
r_str_ops = [str(z) for z in ((1 + 2j) ** 2, (1 + 2j) * (3 - 1j), (1 + 2j) / (1 - 1j), 1j ** 2, abs(3 + 4j))]
r_parse = []
for t in ["1+2j", " 3-4j ", "(5+6j)", "j", "-j", "2J", "1e3j", "inf+nanj", "1 + 2j", "1+2", "+j"]:
    try:
        r_parse.append(repr(complex(t)))
    except ValueError as e:
        r_parse.append(type(e).__name__)
r_parts = ((3 + 4j).real, (3 + 4j).imag, (3 - 4j).conjugate(), complex(2).imag)
r_eq = (1 + 0j == 1, 2j == complex(0, 2), (1 + 1j) != 1)
try:
    (1 + 2j) < (2 + 3j)
except TypeError as e:
    r_lt = str(e)
try:
    (1 + 2j) // 2
except TypeError as e:
    r_floordiv = str(e)
try:
    int(1 + 0j)
except TypeError as e:
    r_int = str(e)
