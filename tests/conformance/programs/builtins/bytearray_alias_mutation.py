# probe: bytearray mutated through an alias, a slice assignment, +=, extend; bytes + bytearray result types; a bytes copy unaffected
# inputs
seed = b"abc"
# body
ba = bytearray(seed)
alias = ba
frozen = bytes(ba)
alias[0] = 65
alias += b"!"
ba.extend([100, 101])
ba[1:3] = b"XYZ"
r_ba = bytes(ba)
r_alias_same = alias is ba
r_frozen = frozen
r_types = (type(seed + ba).__name__, type(ba + seed).__name__, type(ba * 2).__name__)
r_eq = (bytearray(b"x") == b"x", b"x" == bytearray(b"x"), "x" == b"x")
r_pop = (ba.pop(), ba.pop(0), bytes(ba))
try:
    ba[0] = 256
    r_range_err = "ok"
except ValueError as e:
    r_range_err = type(e).__name__
try:
    seed[0] = 1
    r_immutable = "ok"
except TypeError as e:
    r_immutable = type(e).__name__
