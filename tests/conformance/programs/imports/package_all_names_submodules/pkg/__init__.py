__all__ = ["alpha", "beta", "CONST"]
CONST = 7
