# probe: user __hash__ and __eq__ make instances usable as dict keys and set members
# inputs
k = "x"
# body
class Key:
    def __init__(self, name):
        self.name = name
    def __eq__(self, other):
        return isinstance(other, Key) and self.name == other.name
    def __hash__(self):
        return hash(self.name)
d = {Key(k): 1}
r_lookup = d[Key(k)]
r_in = Key(k) in d
r_set_len = len({Key("a"), Key("a"), Key("b")})
d[Key(k)] = 2
r_len = len(d)
r_value = d[Key(k)]
