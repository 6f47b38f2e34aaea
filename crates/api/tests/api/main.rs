//! Integration tests: the real application on a random port, each test with
//! its own database.

mod accounts;
mod appointments;
mod catalog;
mod frame;
mod helpers;
mod messages;
mod smtp_sink;
