# probe: a while loop whose trip count depends on an input, mutating an object's attributes, a list and a dict; break on a condition over the mutated state; the else clause
# inputs
limit = 4
stop_at = 10
# body
class S:
    def __init__(self):
        self.n = 0
        self.log = []
s = S()
counts = {"even": 0, "odd": 0}
i = 0
while i < limit:
    s.n += i
    s.log.append(i)
    counts["even" if i % 2 == 0 else "odd"] += 1
    if s.n >= stop_at:
        r_broke = True
        break
    i += 1
else:
    r_broke = False
r_n = s.n
r_log = s.log
r_counts = counts
r_i = i
r_keys = list(counts)
