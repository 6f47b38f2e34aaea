//! Integration tests: the real application on a random port, each test with
//! its own database.

mod abuse_limits;
mod account_security;
mod agenda;
mod appointment_mails;
mod availability;
mod booking;
mod booking_mails;
mod caching;
mod cases;
mod catalog;
mod crash;
mod create_admin;
mod dashboard;
mod database_down;
mod documents;
mod family_tree;
mod frame;
mod helpers;
mod listing;
mod mail_delivery;
mod messages;
mod own_sessions;
mod password_reset;
mod profile;
mod registration;
mod reminders;
mod requests;
mod self_service;
mod sessions;
mod sign_in;
mod smtp_sink;
mod status_changes;
mod throttles;
mod two_factor;
mod user_admin;
