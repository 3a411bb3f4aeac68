# probe: set membership and dedupe with objects defining __eq__ and __hash__ (calls counted), and an __eq__ returning NotImplemented
# inputs
n = 3
# body
calls = []
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        calls.append("h")
        return self.v % 2
    def __eq__(self, other):
        calls.append("e")
        return isinstance(other, K) and self.v == other.v
s = {K(i) for i in range(n)}
r_len = len(s)
r_in = K(1) in s
r_not_in = K(7) in s
s.add(K(2))
r_len2 = len(s)
r_hcount = calls.count("h")
class NoEq:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        return NotImplemented
a = NoEq()
r_noeq = len({a, NoEq(), a})
