# probe: copy.copy of lists, dicts and instances shares inner objects
# inputs
data = {"k": [1]}
# body
import copy
c = copy.copy(data)
c["k"].append(2)
c["new"] = 0
r_data = data
r_c = c
class Box:
    def __init__(self):
        self.items = [1]
b = Box()
b2 = copy.copy(b)
b2.items.append(2)
r_shared = b.items
r_distinct = b2 is not b
