# probe: less common operator dunders: __matmul__ (and `@=` through it), __pow__, __floordiv__, __mod__, __and__, __lshift__
# inputs
k = 2
# body
class O:
    def __matmul__(self, o):
        return "matmul"
    def __pow__(self, o):
        return ("pow", o)
    def __rpow__(self, o):
        return ("rpow", o)
    def __floordiv__(self, o):
        return "floordiv"
    def __mod__(self, o):
        return "mod"
    def __and__(self, o):
        return "and"
    def __or__(self, o):
        return "or"
    def __lshift__(self, o):
        return "lshift"
o = O()
r_ops = (o @ o, o ** k, k ** o, o // k, o % k, o & k, o | k, o << k)
m = o
m @= k
r_imatmul = m
