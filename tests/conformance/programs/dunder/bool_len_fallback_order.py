# probe: __bool__ preferred to __len__; __len__ used when no __bool__; neither means True; __bool__ returning non-bool int raises
# inputs
n = 0
# body
log = []
class Both:
    def __bool__(self):
        log.append("bool")
        return True
    def __len__(self):
        log.append("len")
        return n
class OnlyLen:
    def __len__(self):
        log.append("onlylen")
        return n
class Neither:
    pass
r_both = bool(Both())
r_only = bool(OnlyLen())
r_neither = bool(Neither())
r_not = not OnlyLen()
r_and = OnlyLen() and "x"
r_or = type(OnlyLen() or Both()).__name__
r_log = list(log)
class BadBool:
    def __bool__(self):
        return 1
try:
    r_bad = not BadBool()
except TypeError as e:
    r_bad = type(e).__name__
r_while = 0
w = OnlyLen()
while w:
    r_while += 1
    break
