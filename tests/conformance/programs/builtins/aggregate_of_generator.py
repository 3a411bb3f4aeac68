# probe: min, max and sum given a generator take each step as its item is made (the generator's code, then the comparison or the addition, item by item, as CPython interleaves them); a step that raises stops the generator there
# inputs
xs = [2, 0, 1]
skip = 1
# body
log = []
class C:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        log.append(("lt", self.v, o.v))
        return self.v < o.v
    def __gt__(self, o):
        log.append(("gt", self.v, o.v))
        return self.v > o.v
class Acc:
    def __init__(self, v):
        self.v = v
    def __radd__(self, o):
        log.append(("radd", o, self.v))
        return o + self.v
def made(i):
    log.append(("made", i))
    return i
r_min = min(C(made(i)) for i in xs).v
r_max = max(C(made(i)) for i in xs if i != skip).v
r_sum = sum(Acc(made(i)) for i in xs)
r_sum_plain = sum(made(i) * 0.5 for i in xs)
def stops():
    try:
        return sum(made(x) for x in [1, "a", 2])
    except TypeError:
        return "TypeError"
r_stops = stops()
def stops_compare():
    try:
        return max(made(x) for x in [1, "a", 2])
    except TypeError as e:
        return str(e)
r_stops_compare = stops_compare()
def empty():
    try:
        return max(made(i) for i in xs if i > 99)
    except ValueError as e:
        return str(e)
r_empty = empty()
r_empty_sum = sum(made(i) for i in xs if i > 99)
seen = list(log)
