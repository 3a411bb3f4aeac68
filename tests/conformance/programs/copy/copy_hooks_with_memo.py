# probe: __copy__ and __deepcopy__ hooks called by copy/deepcopy, memo passed and used to preserve sharing; hook calls recorded
# inputs
v = 4
# body
import copy
calls = []
class Box:
    def __init__(self, items):
        self.items = items
    def __copy__(self):
        calls.append("copy")
        return Box(self.items)
    def __deepcopy__(self, memo):
        calls.append("deep")
        new = Box(None)
        memo[id(self)] = new
        new.items = copy.deepcopy(self.items, memo)
        return new
b = Box([v])
b.items.append(b)
c = copy.copy(b)
r_copy = (c is b, c.items is b.items)
d = copy.deepcopy(b)
r_deep = (d.items is b.items, d.items[1] is d, d.items[0])
pair = [b, b]
dp = copy.deepcopy(pair)
r_pair = dp[0] is dp[1]
r_calls = list(calls)
