__all__ = ["a", "missing"]
a = 1
