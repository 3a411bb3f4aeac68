# probe: defining __eq__ sets __hash__ to None (unhashable), __hash__ kept when defined too; __class__ assignment changes behaviour of an instance
# inputs
v = 1
# body
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, P) and self.v == other.v
class H(P):
    def __hash__(self):
        return hash(self.v)
r_hash_none = P.__hash__ is None
try:
    {P(v)}
except TypeError as e:
    r_unhashable = str(e)
r_set = len({H(v), H(v), H(v + 1)})
r_in = P(v) in [P(v)]
class Dog:
    def speak(self):
        return "woof"
class Cat:
    def speak(self):
        return "meow"
pet = Dog()
before = pet.speak()
pet.__class__ = Cat
r_class_assign = (before, pet.speak(), type(pet).__name__, isinstance(pet, Dog))
try:
    pet.__class__ = int
except TypeError as e:
    r_bad_assign = type(e).__name__
