# probe: in / count / index / == over a list re-read its length at each step: an item's __eq__ that empties the list stops the search (the rest is not compared)
# inputs
v = 5
# body
a = []
class Clear:
    def __eq__(self, other):
        a.clear()
        return False
a.extend([Clear(), v])
r_in = v in a
a.extend([Clear(), v])
r_count = a.count(v)
a.extend([Clear(), v])
try:
    r_index = a.index(v)
except ValueError as e:
    r_index = type(e).__name__
class ClearTrue:
    def __eq__(self, other):
        a.clear()
        return True
a.extend([ClearTrue(), v])
r_eq = a == [0, v]
