# probe: class and instance attributes, methods, self, instance attributes shadowing class ones
# inputs
start = 1
# body
class Counter:
    total = 0
    def __init__(self, n):
        self.n = n
        Counter.total += 1
    def inc(self, by=1):
        self.n += by
        return self
c1 = Counter(start)
c2 = Counter(10)
c1.inc().inc(5)
r_n = (c1.n, c2.n)
r_total = Counter.total
r_total_via_instance = c2.total
c2.total = "shadow"
r_shadow = (c2.total, Counter.total, c1.total)
r_unbound_call = Counter.inc(c2, 2).n
r_method_name = c1.inc.__name__
