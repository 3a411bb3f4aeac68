__all__ = ["absent"]
