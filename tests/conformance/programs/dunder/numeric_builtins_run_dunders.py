# probe: abs, round, float, divmod and a slice's bounds call an object's __abs__, __round__, __float__, __divmod__, __index__
# body
log = []
class Num:
    def __abs__(self):
        log.append("abs")
        return 5
    def __round__(self, n=None):
        log.append("round")
        return 6
    def __float__(self):
        log.append("float")
        return 1.5
    def __divmod__(self, o):
        log.append("divmod")
        return (1, 2)
    def __index__(self):
        log.append("index")
        return 1
n = Num()
r_abs = abs(n)
r_log_abs = list(log)
r_round = round(n)
r_float = float(n)
r_divmod = divmod(n, 2)
r_slice = [1, 2, 3][n:]
r_log = list(log)
