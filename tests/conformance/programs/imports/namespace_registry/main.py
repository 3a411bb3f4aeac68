# probe: a registry of the classes a module defines, found by filtering the values of its
# namespace (taken with vars() at its top level) with isinstance(obj, type), issubclass and
# inspect.isabstract
# inputs
n = 2
# body
import backends
r_registry = sorted(backends.registry(backends.Base))
r_concrete = sorted(backends.registry(backends.Copy))
r_kinds = [type(v).__name__ for k, v in vars(backends).items() if not k.startswith("__")]
