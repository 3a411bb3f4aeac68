# probe: a class's __getattribute__ runs for every explicit attribute read, methods and instance attributes alike
# inputs
n = 2
# body
seen = []
class Spy:
    def __init__(self):
        self.items = [1] * n
    def __getattribute__(self, name):
        if name != "__class__":
            seen.append(name)
        return super().__getattribute__(name)
    def size(self):
        return len(self.items)
s = Spy()
r = s.size()
