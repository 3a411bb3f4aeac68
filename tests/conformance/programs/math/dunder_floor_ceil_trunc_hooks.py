# probe: math.floor/ceil/trunc call __floor__/__ceil__/__trunc__ and return whatever they return; __index__ used by isqrt/factorial/comb; __float__ used by sqrt; side effects recorded
# inputs
v = 7
# body
import math
log = []
class N:
    def __floor__(self):
        log.append("floor")
        return "F"
    def __ceil__(self):
        log.append("ceil")
        return v
    def __trunc__(self):
        log.append("trunc")
        return [v]
    def __index__(self):
        log.append("index")
        return v
    def __float__(self):
        log.append("float")
        return 4.0
n = N()
r_floor = math.floor(n)
r_ceil = math.ceil(n)
r_trunc = math.trunc(n)
r_isqrt = math.isqrt(n)
r_fact = math.factorial(n)
r_sqrt = math.sqrt(n)
r_comb = math.comb(n, 2)
r_log = list(log)
