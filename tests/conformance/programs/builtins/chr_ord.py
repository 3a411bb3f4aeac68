# probe: chr and ord, including non-ASCII code points and errors
# inputs
c = "A"
n = 955
# body
r_ord = ord(c)
r_chr = chr(n)
r_round = chr(ord("z"))
r_ord_euro = ord("€")
r_seq = "".join(chr(ord("a") + i) for i in range(5))
try:
    ord("ab")
except TypeError as e:
    r_ord_bad = type(e).__name__
try:
    chr(-1)
except ValueError as e:
    r_chr_bad = type(e).__name__
