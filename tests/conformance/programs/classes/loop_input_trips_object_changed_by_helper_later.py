# probe: a loop whose trip count is an input; a helper decides from a registry another helper fills, and from the second iteration on a third helper changes an object handed to it (attribute, list attribute, class counter)
# inputs
n = 2
key = "k"
# body
registry = {}
def seen_before(k):
    return k in registry
def remember(k):
    registry[k] = registry.get(k, 0) + 1
class Item:
    promoted = 0
    def __init__(self):
        self.level = 0
        self.tags = []
def promote(obj):
    obj.level += 1
    obj.tags.append("promoted")
    type(obj).promoted += 1
item = Item()
for _ in range(n):
    if seen_before(key):
        promote(item)
    remember(key)
r_level = item.level
r_tags = list(item.tags)
r_class_count = Item.promoted
r_registry = dict(registry)
