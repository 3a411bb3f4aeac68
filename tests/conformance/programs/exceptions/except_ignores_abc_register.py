# probe: except matching uses real subclassing: an ABC exception class that registered KeyError is issubclass-true but does not catch it; a metaclass __instancecheck__ is ignored too
# inputs
key = "k"
# body
import abc
class Registered(Exception, metaclass=abc.ABCMeta):
    pass
Registered.register(KeyError)
r_issub = issubclass(KeyError, Registered)
try:
    {}[key]
except Registered:
    r_caught = "Registered"
except KeyError:
    r_caught = "KeyError"
class Meta(type):
    def __instancecheck__(cls, obj):
        return True
    def __subclasscheck__(cls, sub):
        return True
class Anything(Exception, metaclass=Meta):
    pass
r_claims = (isinstance(ValueError(), Anything), issubclass(TypeError, Anything))
try:
    raise ValueError(key)
except Anything:
    r_meta = "Anything"
except ValueError:
    r_meta = "ValueError"
