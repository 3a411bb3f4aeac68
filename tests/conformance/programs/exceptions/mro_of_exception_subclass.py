# probe: minimal: __mro__ of user exception classes (one and two built-in bases)
# inputs
v = 1
# body
class One(KeyError):
    pass
class Two(KeyError, AttributeError):
    pass
r_one = [c.__name__ for c in One.__mro__]
r_two = [c.__name__ for c in Two.__mro__]
r_isinstance = (isinstance(Two(), Exception), issubclass(Two, LookupError), issubclass(Two, BaseException))
