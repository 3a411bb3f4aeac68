# probe: __contains__ with logging called with an input value; `not in`; the log of calls and a counter kept on the instance
# inputs
item = 3
# body
class Box:
    def __init__(self, xs):
        self.xs = xs
        self.asked = []
    def __contains__(self, x):
        self.asked.append(x)
        return x in self.xs
b = Box([1, 2, 3])
r_in = item in b
r_not = item + 1 not in b
r_asked = list(b.asked)
hits = 0
for probe in (item, 0, item):
    if probe in b:
        hits += 1
r_hits = hits
r_count = len(b.asked)
