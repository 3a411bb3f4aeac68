# probe: __copy__ and __deepcopy__(memo) are called by copy/deepcopy; deepcopy of a container calls the element's hook once per distinct object; __deepcopy__ registering itself in memo
# inputs
tag = "t"
# body
import copy
log = []
class Hooked:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        log.append(("copy", self.v))
        return Hooked(self.v + "-c")
    def __deepcopy__(self, memo):
        log.append(("deep", self.v))
        new = Hooked(self.v + "-d")
        memo[id(self)] = new
        return new
h = Hooked(tag)
r_copy = copy.copy(h).v
r_deep = copy.deepcopy(h).v
pair = [h, h, [h]]
dp = copy.deepcopy(pair)
r_shared = (dp[0] is dp[1], dp[2][0] is dp[0], dp[0].v)
r_log = log
class Plain:
    def __init__(self):
        self.items = [1]
        self.name = tag
p = Plain()
pc = copy.copy(p)
pd = copy.deepcopy(p)
p.items.append(2)
r_plain = (pc.items, pd.items, pc.name, type(pc).__name__, pc is p)
class NoDeepMemo:
    def __deepcopy__(self, memo):
        return "replaced"
r_replaced = copy.deepcopy([NoDeepMemo(), 1])
