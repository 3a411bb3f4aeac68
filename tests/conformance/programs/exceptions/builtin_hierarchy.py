# probe: the built-in exception hierarchy
# inputs
v = 0
# body
pairs = [
    (KeyError, LookupError), (IndexError, LookupError), (ZeroDivisionError, ArithmeticError),
    (ModuleNotFoundError, ImportError), (FileNotFoundError, OSError), (UnicodeDecodeError, ValueError),
    (NotImplementedError, RuntimeError), (RecursionError, RuntimeError), (StopIteration, Exception),
    (KeyboardInterrupt, Exception), (SystemExit, BaseException), (TypeError, ValueError),
    (UnboundLocalError, NameError), (AssertionError, Exception), (BaseException, Exception),
    (OverflowError, ArithmeticError), (PermissionError, OSError), (IsADirectoryError, OSError),
]
r_sub = [issubclass(a, b) for a, b in pairs]
r_mro = [c.__name__ for c in KeyError.__mro__]
r_ioerror = IOError is OSError
r_envir = EnvironmentError is OSError
