# probe: user exceptions inheriting from two built-ins (KeyError and AttributeError, ValueError and TypeError) are caught by either; str follows the first base's rule; except clauses tried in order
# inputs
key = "name"
# body
class ConfigKeyError(KeyError, AttributeError):
    pass
class BadValue(ValueError, TypeError):
    pass
def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise ConfigKeyError(k)
try:
    lookup({}, key)
except AttributeError as e:
    r_as_attr = (type(e).__name__, str(e), e.args)
r_getattr_default = getattr(type("T", (), {"__getattr__": lambda self, n: lookup({}, n)})(), key, "default")
try:
    raise BadValue("bv")
except TypeError as e:
    r_as_type = (type(e).__name__, str(e))
r_mro = [c.__name__ for c in ConfigKeyError.__mro__]
r_isinstance = (isinstance(ConfigKeyError(), LookupError), isinstance(BadValue(), Exception))
class Custom(KeyError):
    def __str__(self):
        return "custom " + super().__str__()
r_custom_str = str(Custom(key))
class MsgKeyError(KeyError):
    def __init__(self, key, hint):
        super().__init__(key)
        self.hint = hint
r_msgkey = (str(MsgKeyError(key, "h")), MsgKeyError(key, "h").args)
def classify(exc):
    try:
        raise exc
    except (IndexError, ConfigKeyError):
        return "first"
    except LookupError:
        return "lookup"
    except Exception:
        return "exception"
r_classify = (classify(KeyError()), classify(ConfigKeyError()), classify(IndexError()), classify(BadValue()))
