# probe: a __deepcopy__ hook copying an object that refers back to the container being copied finds the container's copy in the memo (no endless recursion)
# inputs
v = 1
# body
import copy
class H:
    def __init__(self, items):
        self.items = items
    def __deepcopy__(self, memo):
        return H(copy.deepcopy(self.items, memo))
outer = [v]
outer.append(H(outer))
c2 = copy.deepcopy(outer)
r_cycle = c2[1].items is c2
r_len = len(c2)
