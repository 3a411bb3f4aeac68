# probe: __copy__ and __deepcopy__ hooks are used by the copy module
# inputs
v = 5
# body
import copy
class C:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        return C(self.v + 1)
    def __deepcopy__(self, memo):
        return C(self.v * 100)
r_copy = copy.copy(C(v)).v
r_deep = copy.deepcopy(C(v)).v
r_deep_in_list = copy.deepcopy([C(1)])[0].v
