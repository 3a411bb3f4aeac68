# probe: a __deepcopy__ returning self is not memoized, so it is called for each occurrence
# inputs
v = 1
# body
import copy
calls = []
class Same:
    def __deepcopy__(self, memo):
        calls.append(v)
        return self
s = Same()
c = copy.deepcopy([s, s, (s,)])
r_calls = len(calls)
r_same = c[0] is s
