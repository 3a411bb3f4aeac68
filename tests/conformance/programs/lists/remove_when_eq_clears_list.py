# probe: list.remove whose item's __eq__ empties the list: CPython's deletion of the found position is clamped (nothing left to delete)
# inputs
v = 5
# body
a = []
class W:
    def __eq__(self, other):
        a.clear()
        return True
a.append(W())
a.remove(v)
r_after = len(a)
b = [0]
class X:
    def __eq__(self, other):
        b.clear()
        b.extend([7, 8, 9])
        return True
b.append(X())
b.remove(v)
r_b = b
