__all__ = ["a", "missing", "b"]
a = 1
b = 2
