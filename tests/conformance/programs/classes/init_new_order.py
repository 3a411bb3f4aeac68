# probe: __new__ runs before __init__; __init__ is skipped when __new__ returns another type
# inputs
v = 3
# body
log = []
class T:
    def __new__(cls, *a):
        log.append("new")
        return super().__new__(cls)
    def __init__(self, x):
        log.append("init")
        self.x = x
t = T(v)
r_log = log
r_x = t.x
class Odd:
    def __new__(cls):
        return 42
    def __init__(self):
        log.append("never")
r_odd = Odd()
r_log_after = list(log)
