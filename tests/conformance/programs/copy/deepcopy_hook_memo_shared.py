# probe: a __deepcopy__ hook receives the memo of the deepcopy in progress: an object it copies with that memo stays shared with the rest of the copy
# inputs
v = 1
# body
import copy
class H:
    def __init__(self, items):
        self.items = items
    def __deepcopy__(self, memo):
        return H(copy.deepcopy(self.items, memo))
shared = [v]
c = copy.deepcopy([shared, H(shared)])
r_shared = c[1].items is c[0]
r_copied = c[0] is shared
