# probe: __hash__ returning non-int raises TypeError; returning a big int is reduced; bool returned; hash of an int subclass
# inputs
big = 2 ** 70
# body
class Big:
    def __hash__(self):
        return big
class Flt:
    def __hash__(self):
        return 1.5
class Tru:
    def __hash__(self):
        return True
r_big_type = type(hash(Big())).__name__
r_big_eq = hash(Big()) == hash(big)
try:
    hash(Flt())
except TypeError as e:
    r_flt = type(e).__name__
r_tru = hash(Tru())
class MyInt(int):
    pass
r_myint = hash(MyInt(5))
r_neg1 = hash(-1)
class NegOne:
    def __hash__(self):
        return -1
r_negone = hash(NegOne())
